"""Where the notebook's widget computes: the package in the kernel, through the widget's
messages (what `Game.explore()` does), against the page's WebAssembly engine inlined in the
widget's bundle. Each is opened in JupyterLab in Chromium, on the puzzle's example: the bundle's
size, the time from the cell's run to every section drawn, and a rule change (the Dirac target)
to its new answer.

Usage (after scripts/build-web.sh and scripts/build-widget.sh, with the package installed in
target/py-venv with its widget extra and JupyterLab):

    target/browser-venv/bin/python scripts/experiments/widget-wasm/run.py
"""
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

here = pathlib.Path(__file__).resolve().parent
ROOT = here.parents[2]
sys.path.insert(0, str(ROOT / "crates" / "dirac-py" / "notebook-tests"))
from harness import CHROMIUM, changes, opened, served, spread  # noqa: E402

INLINE_CELL = """import anywidget, pathlib, traitlets
class Inlined(anywidget.AnyWidget):
    _esm = pathlib.Path("inline.js")
    query = traitlets.Unicode("starts=4,8").tag(sync=True)
Inlined()"""
WAYS = {
    "the package in the kernel (Game.explore())": "dd.Game([4, 8]).explore()",
    "the page's WebAssembly inlined": INLINE_CELL,
}


def main(rounds=3):
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        bundle = tmp / "inline.js"
        # The page's sources as the page's build bundles them (scripts/build-web.sh): lit-html
        # where the modules import it, the engine built by build-web.sh in pkg/.
        src = tmp / "src"
        shutil.copytree(ROOT / "web" / "js", src / "js")
        for name in ("style.css", "index.html"):
            shutil.copy(ROOT / "web" / name, src)
        (src / "vendor").mkdir()
        shutil.copy(ROOT / "target/web-tools/node_modules/lit-html/lit-html.js", src / "vendor")
        (src / "pkg").mkdir()
        for name in ("dirac_web.js", "dirac_web_bg.wasm"):
            shutil.copy(ROOT / "web" / "dist" / "pkg" / name, src / "pkg")
        shutil.copy(here / "inline.js", src)
        subprocess.run([str(ROOT / "target/web-tools/node_modules/.bin/esbuild"), str(src / "inline.js"),
                        "--bundle", "--format=esm", "--minify", "--loader:.css=text", "--loader:.html=text",
                        "--loader:.wasm=binary", "--log-level=warning", f"--outfile={bundle}"], check=True)
        sizes = {
            "the package in the kernel (Game.explore())":
                (ROOT / "crates/dirac-py/python/dirac_dice/_explorer.js").stat().st_size,
            "the page's WebAssembly inlined": bundle.stat().st_size,
        }
        cells = ["import dirac_dice as dd", *WAYS.values()]
        home = tmp / "home"
        home.mkdir()
        with served("jupyterlab", home, cells, files=[bundle]) as (url, _), sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for way, index in zip(WAYS, (1, 2)):
                drawn, times = [], []
                for _ in range(rounds):
                    # Each round in a fresh page: only the explorer of this way is drawn.
                    page = browser.new_page(viewport={"width": 1440, "height": 1000})
                    drawn.append(opened(page, url, index) * 1000)
                    times += [ms for _, ms in changes(page, range(10, 17))]
                    page.close()
                print(f"{way}: bundle {sizes[way] / 1024:.0f} KiB; cell run to every section drawn "
                      f"{statistics.median(drawn):.0f} ms (median of {rounds}); a rule change to the new "
                      f"answer {spread(times)}")
            browser.close()


if __name__ == "__main__":
    main()
