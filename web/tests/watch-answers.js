// Seen from outside the page (an init script of the browser tests and scripts/page-timings.py):
// each new text of part 2's answer, stamped at the next frame after it was drawn (when it is on
// screen), with the time stamp of the last key pressed before it.
(() => {
  window.__answers = [];
  let key = null;
  addEventListener('keydown', (e) => { key = e.timeStamp; }, true);
  let last = '';
  new MutationObserver(() => {
    const text = document.getElementById('part2')?.textContent.trim() ?? '';
    if (!text || text === last) return;
    last = text;
    const pressed = key;
    requestAnimationFrame(() => window.__answers.push({ text, pressed, shown: performance.now() }));
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
