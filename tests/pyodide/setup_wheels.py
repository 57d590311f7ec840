"""Fetch the pure wheels that run pytest inside Pyodide and unpack them for the Node runner.

    python tests/pyodide/setup_wheels.py

Reads tests/pyodide/requirements.txt, downloads py3-none-any wheels for Python 3.14 (the
Pyodide interpreter) with pip into build/pyodide-wheels/, and unpacks them into
build/pyodide-wheels/site/, which run_tests.mjs puts on sys.path. Does nothing when site/
already matches the requirements, so it needs the network only the first time.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "tests" / "pyodide" / "requirements.txt"
OUT = ROOT / "build" / "pyodide-wheels"
PYTHON_VERSION = "3.14"  # Pyodide 314.x


def main() -> None:
    stamp = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    site, stamp_file = OUT / "site", OUT / "site" / ".stamp"
    if stamp_file.exists() and stamp_file.read_text() == stamp:
        print(f"{site}: up to date")
        return
    wheels = OUT / "wheels"
    shutil.rmtree(OUT, ignore_errors=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--only-binary=:all:",
            "--implementation",
            "py",
            "--platform",
            "any",
            "--python-version",
            PYTHON_VERSION,
            "-r",
            str(REQUIREMENTS),
            "-d",
            str(wheels),
        ],
        check=True,
    )
    for wheel in sorted(wheels.glob("*.whl")):
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(site)
    stamp_file.write_text(stamp)
    print(f"{site}: unpacked {len(list(wheels.glob('*.whl')))} wheels")


if __name__ == "__main__":
    main()
