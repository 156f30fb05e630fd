/**
 * The style of a plain textarea (`inputComponent="textarea"`) that the browser grows with its text between `min`
 * and `max` lines. Not MUI's `multiline`: that is always TextareaAutosize, whatever `rows` says, and
 * it measures itself by forcing a layout of the whole page on every render and keystroke.
 */
export function growingTextarea(min: number, max: number) {
  return {
    height: 'auto',
    resize: 'none',
    fieldSizing: 'content',
    minHeight: `${min}lh`,
    maxHeight: `${max}lh`,
  } as const;
}
