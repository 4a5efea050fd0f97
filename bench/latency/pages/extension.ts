// The installed wallet and the paint probe, as a classic script that runs before the app (an
// extension's content script does the same): its code is not part of the page's bundle. The
// page names its wallet-list items in the script tag's data-list-items.
import { markWhenPainted } from './mark-painted.js';

markWhenPainted(document.currentScript?.dataset.listItems ?? 'li');
