/**
 * The month's video allowance, said one way on every screen (the header's badge, the account menu,
 * the dashboard, the usage meter): the videos left, from the server's one count.
 */
export const videosLeftText = (left: number | null) =>
  left === null ? 'Unlimited videos' : `${left} ${left === 1 ? 'video' : 'videos'} left`;
