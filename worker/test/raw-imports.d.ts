/** Vite's `?raw` imports (the text of a file), used by tests that check a file against the code. */
declare module '*?raw' {
  const text: string;
  export default text;
}
