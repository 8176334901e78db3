/**
 * The Shoelace components every widget may use. Budget: React with r2wc is 68.6 kB gzip of the 90 kB
 * an embed may weigh; sl-input, sl-button and sl-select together add 38 kB (measured), so inputs,
 * selects and buttons are native elements dressed in the Shoelace theme's tokens (controls.css), and
 * Shoelace supplies the theme and its icon components (11.8 kB with Lit).
 */
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
