// Answers every message at once.
self.onmessage = (e) => self.postMessage(e.data);
