"""build.py: reproducible app.zip, the right files in it, relative URLs only."""

from __future__ import annotations

import base64
import hashlib
import tomllib
from pathlib import Path

import pytest

import build

pytestmark = pytest.mark.cpython_only


def test_app_zip_is_byte_for_byte_reproducible(tmp_path: Path) -> None:
    """Same sources, same zip: sorted entries and fixed timestamps."""
    files = build.tree(build.ROOT / "game")
    build.write_zip(tmp_path / "a.zip", files)
    build.write_zip(tmp_path / "b.zip", list(reversed(files)))
    assert (tmp_path / "a.zip").read_bytes() == (tmp_path / "b.zip").read_bytes()


@pytest.mark.parametrize(
    ("name", "zipped"),
    [
        ("view.py", True),
        ("labels.py", True),
        ("main.py", False),
        ("worker.py", False),
        ("worker_bots.py", False),
        ("style.css", False),
        ("cards/HK.svg", False),
    ],
)
def test_only_pure_web_modules_go_into_app_zip(name: str, zipped: bool) -> None:
    """Entry scripts are loaded by <script src> and assets are files; modules are imported."""
    assert build.is_zipped(build.ROOT / "web" / name) is zipped


def test_tree_skips_caches_and_dotfiles(tmp_path: Path) -> None:
    for name in ("a.py", "sub/b.py", "__pycache__/a.cpython-311.pyc", ".hidden", "sub/c.pyc"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    assert [p.relative_to(tmp_path).as_posix() for p in build.tree(tmp_path)] == [
        "a.py",
        "sub/b.py",
    ]


def test_pyscript_config_uses_the_vendored_interpreter_and_app_zip() -> None:
    """No CDN, no micropip `packages`: everything comes from the site itself."""
    config = tomllib.loads((build.ROOT / "pyscript.toml").read_text())
    assert config["interpreter"] == "./runtime/pyodide/pyodide.mjs"
    assert config["files"] == {f"./{build.APP_ZIP}": "./*"}
    assert "packages" not in config


def test_pins_match_package_json_and_lock() -> None:
    """package.json pins exact versions; the lock adds a sha512 integrity for each."""
    pins = build.pins()
    assert set(pins) == {"@pyscript/core", "pyodide"}
    for version, integrity in pins.values():
        assert version[0].isdigit()
        assert integrity.startswith("sha512-")


def test_lock_names_no_registry_host() -> None:
    """.npmrc omits `resolved` URLs: packages are fetched by name, version and integrity."""
    lock = (build.ROOT / "package-lock.json").read_text()
    assert '"resolved"' not in lock and "://" not in lock


def test_integrity_check_rejects_a_changed_tarball(tmp_path: Path) -> None:
    tarball = tmp_path / "x.tgz"
    tarball.write_bytes(b"pinned")
    good = "sha512-" + base64.b64encode(hashlib.sha512(b"pinned").digest()).decode()
    build.check_integrity(tarball, good)
    tarball.write_bytes(b"tampered")
    with pytest.raises(SystemExit, match="integrity mismatch"):
        build.check_integrity(tarball, good)
