"""The explorer in a notebook: ``Game.explore()`` shows the explorer's page in the output cell,
as a widget (anywidget), on that game.

>>> import dirac_dice
>>> explorer = dirac_dice.Game([4, 6], board=7).explore()
>>> explorer.query
'starts=4,6&board=7'

The widget is the page itself, drawn by the page's own modules (bundled in ``_explorer.js``):
the rules as controls, both answers, and every section (the grids turn by turn with their
slider, the rounds' products, the chances, the sweep of the starts, ...). Its engine is this
package: each change is sent to the kernel in the widget's messages and answered by the native
extension with the very function the page's WebAssembly runs, so the numbers are exact, the
same as the page's and the ``dirac`` command's, and nothing is fetched from a network.

The state is kept in ``query``, the page's URL query (``starts=4,6&board=7``): read it to get
the game shown, or set it to show another. Without a kernel there is nothing to compute with:
where no widget is drawn (a notebook exported to HTML without its widgets' state), the output is
the widget's text, the game it was opened on; where the widget is drawn from a saved state with
no kernel behind it, it says that it waits for the kernel and names the game.

Needs the ``widget`` extra: ``pip install "dirac-dice[widget]"``.
"""

from __future__ import annotations

import json
import pathlib

try:
    import anywidget
    import traitlets
except ImportError:  # the missing module's own error is chained to this one
    raise ImportError('the explorer in a notebook needs the widget extra: pip install "dirac-dice[widget]"')

from . import _native

__all__ = ["Explorer"]

_BUNDLE = pathlib.Path(__file__).with_name("_explorer.js")

# What the page's first module answers at once and never changes: given with the model, so the
# widget needs no round trip to the kernel for them.
_CONSTANT = ("rules", "dice", "palette", "scanned")


class Explorer(anywidget.AnyWidget):
    """The explorer on one game (``Game.explore()``), its state in ``query``."""

    _esm = _BUNDLE
    query = traitlets.Unicode("starts=4,8").tag(sync=True)
    """The game and the explorer's state, as the page's URL query (``starts=4,6&board=7``)."""
    _meta = traitlets.Dict().tag(sync=True)

    def __init__(self, query: str = "starts=4,8", **kwargs):
        meta = {call: json.loads(_native._explorer_call(call, [])) for call in _CONSTANT}
        super().__init__(query=query, _meta=meta, **kwargs)
        self.on_msg(self._answer)

    def _answer(self, _widget, content, _buffers) -> None:
        """Answers one call of the page's engine, for the view that asked."""
        if not isinstance(content, dict) or "call" not in content:
            return
        try:
            out = _native._explorer_call(str(content["call"]), list(content.get("args", [])))
        except Exception as e:  # a call the widget never makes: said, not raised in the kernel
            out = json.dumps({"error": {"kind": "internal", "message": f"internal error: {e}"}})
        self.send({"view": content.get("view"), "id": content.get("id"), "out": out})

    def __repr__(self) -> str:
        return (
            f"Explorer(query={self.query!r}): the dirac_dice explorer, a live widget; "
            "run the notebook in JupyterLab or Notebook 7 to see it"
        )
