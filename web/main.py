"""Placeholder page glue: proves the pipeline (vendored Pyodide, app.zip, test hooks).

The real page replaces this file. It is the only module that imports ``pyscript``.
"""

import sys

from pyscript import document

from game.cards import FULL_DECK, card_names

table = document.querySelector("#table")
table.innerHTML = (
    "<h1>Preferanzen</h1>"
    f"<p>Python {sys.version.split()[0]} bereit. Die Karten:</p>"
    f"<p class='deck'>{' '.join(card_names(FULL_DECK))}</p>"
)
table.dataset.phase = "setup"
document.documentElement.classList.add("ready")
