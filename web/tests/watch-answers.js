// Seen from outside the page (an init script of the browser tests and scripts/page-timings.py):
// each new text of part 2's answer, stamped at the next frame after it was drawn (when it is on
// screen), with the time stamps of the last key pressed before it and of the input event it made
// (the page measures its own redraws from the input event).
(() => {
  window.__answers = [];
  let key = null;
  let input = null;
  addEventListener('keydown', (e) => { key = e.timeStamp; }, true);
  addEventListener('input', (e) => { input = e.timeStamp; }, true);
  let last = '';
  new MutationObserver(() => {
    const text = document.getElementById('part2')?.textContent.trim() ?? '';
    if (!text || text === last) return;
    last = text;
    const [pressed, typed] = [key, input];
    requestAnimationFrame(() => window.__answers.push({ text, pressed, typed, shown: performance.now() }));
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
