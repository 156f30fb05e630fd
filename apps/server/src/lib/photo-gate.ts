import { TooManyRequestsError } from '../http/errors.ts';

// Checking photos decodes them (up to the pixel budget, about 200 MB each): a few at a time per
// process, and one request's worth at a time per account (decision 165). An account's second
// request is refused at once rather than queued, so no one can line up requests that each hold
// their photos in memory.

/** Photo requests (the library's photos, image to video) checked at once in this process. */
export const PHOTO_CHECKS_PER_PROCESS = 2;
/** Photo requests one account may have in progress at once. */
export const PHOTO_CHECKS_PER_ACCOUNT = 1;

export class PhotoGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perAccount = new Map<string, number>();

  constructor(
    private readonly perProcess = PHOTO_CHECKS_PER_PROCESS,
    private readonly accountMax = PHOTO_CHECKS_PER_ACCOUNT,
  ) {}

  /** Runs `fn` for `account` when a slot is free; refuses with 429 while the account has its own running. */
  async run<T>(account: string, fn: () => Promise<T>): Promise<T> {
    const mine = this.perAccount.get(account) ?? 0;
    if (mine >= this.accountMax)
      throw new TooManyRequestsError(
        5,
        'Your photos from the last request are still being checked. Wait for them, then try again.',
        'photos_busy',
      );
    this.perAccount.set(account, mine + 1);
    try {
      if (this.running >= this.perProcess) await new Promise<void>((r) => this.waiting.push(r));
      else this.running++;
      try {
        return await fn();
      } finally {
        // The slot passes straight to the next in line, or is given back.
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      const left = (this.perAccount.get(account) ?? 1) - 1;
      if (left > 0) this.perAccount.set(account, left);
      else this.perAccount.delete(account);
    }
  }
}

/** The process's one gate, shared by every route that checks photos. */
export const photoGate = new PhotoGate();
