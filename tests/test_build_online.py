"""build.py's part for playing with friends: online.tgz (lazy), segno's pinned wheel."""

from __future__ import annotations

import gzip
import hashlib
import io
import tarfile
import zipfile
from pathlib import Path

import pytest

import build

pytestmark = pytest.mark.cpython_only  # builds the site, fetches with pip


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build.build(tmp_path_factory.mktemp("site") / "dist")


def members(archive: Path) -> dict[str, str]:
    raw = io.BytesIO(gzip.decompress(archive.read_bytes()))
    with tarfile.open(fileobj=raw, mode="r:") as tar:
        return {
            m.name: tar.extractfile(m).read().decode()  # type: ignore[union-attr]
            for m in tar.getmembers()
            if m.isfile()
        }


def test_online_code_ships_only_in_online_tgz(built: Path) -> None:
    """web/online/*.py: in online.tgz (fetched when the panel opens), not in app.tgz, packed
    the same way (``strip_source``: the same code, every line in place)."""
    sources = sorted((build.ROOT / "web/online").glob("*.py"))
    assert sources and all(build.is_lazy(p) and not build.is_zipped(p) for p in sources)
    app = members(built / build.APP_ARCHIVE)
    assert not [n for n in app if n.startswith("web/online/")]
    assert "web/lazy.py" in app and "web/online_texts.py" in app
    online = members(built / build.ONLINE_ARCHIVE)
    assert sorted(online) == sorted(f"web/online/{p.name}" for p in sources)
    for path in sources:
        shipped = online[f"web/online/{path.name}"]
        assert shipped == build.strip_source(path.read_text())
        compile(shipped, path.name, "exec")
    assert (built / "web/online/transport.js").is_file()
    assert (built / "web/online/online.css").is_file()
    assert not (built / "web/online/host.py").exists()


def test_segno_wheel_is_the_pinned_one(built: Path) -> None:
    name, version, sha256 = build.SEGNO
    wheel = built / "runtime/segno/segno.whl"
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == sha256
    with zipfile.ZipFile(wheel) as archive:
        assert "segno/__init__.py" in archive.namelist()
        assert f"{name}-{version}.dist-info/METADATA" in archive.namelist()


def test_a_changed_wheel_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    name, version, _sha256 = build.SEGNO
    monkeypatch.setattr(build, "WHEELS", tmp_path)
    (tmp_path / f"{name}-{version}-py3-none-any.whl").write_bytes(b"not the wheel")
    with pytest.raises(SystemExit, match="sha256 mismatch"):
        build.fetch_wheel(*build.SEGNO)
