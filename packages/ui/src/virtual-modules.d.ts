declare module 'virtual:shoelace-theme?*' {
  /**
   * Shoelace's dark theme on :host and the light theme's changes under :host([theme='light']) and,
   * when the visitor prefers light, :host([theme='auto']); the query names the element, which gets its own copy, pruned at build time to the tokens it uses.
   */
  const css: string;
  export default css;
}

declare module 'shoelace-icons/*.svg?raw' {
  const svg: string;
  export default svg;
}
