"""web/lazy.py: when the page loads the online code, and unpacking it safely."""

from __future__ import annotations

import gzip
import io
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from web.lazy import install, online_needed


def archive(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for name, text in files.items():
            zf.writestr(name, text)
    return buffer.getvalue()


def tgz(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as tar:
        for name, text in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(text.encode())
            tar.addfile(info, io.BytesIO(text.encode()))
    return gzip.compress(buffer.getvalue())


def test_online_is_needed_for_a_link_or_a_saved_table() -> None:
    assert online_needed(None, "#join=P1.abc")
    assert not online_needed(None, "") and not online_needed(None, "#other")
    assert online_needed('{"v":1,"role":"host","seats":[{"kind":"guest"}]}', "")
    # a host's table no friend has a seat at (the panel opened, nobody invited): not resumed
    assert not online_needed('{"v":1,"role":"host","seats":[]}', "")
    assert not online_needed('{"v":1,"role":"host","seats":[{"kind":"host"},{"kind":"bot"}]}', "")
    assert online_needed('{"v":1,"role":"host"}', "")  # damaged: read and backed up
    assert online_needed('{"v":1,"role":"guest"}', "")
    assert not online_needed('{"v":1,"role":"off"}', "")
    assert not online_needed("[1]", "")
    assert online_needed("{broken", "")  # read and backed up by the online code


def test_install_unpacks_importable_modules(tmp_path: Path) -> None:
    names = install(archive({"lazy_probe_pkg/__init__.py": "VALUE = 42\n"}), str(tmp_path))
    assert names == ["lazy_probe_pkg/__init__.py"]
    sys.path.insert(0, str(tmp_path))
    try:
        import lazy_probe_pkg  # type: ignore[import-not-found]

        assert lazy_probe_pkg.VALUE == 42
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("lazy_probe_pkg", None)


def test_install_unpacks_a_gzipped_tar(tmp_path: Path) -> None:
    assert install(tgz({"pkg/a.py": "A = 1\n", "pkg/b/c.py": ""}), str(tmp_path)) == [
        "pkg/a.py",
        "pkg/b/c.py",
    ]
    assert (tmp_path / "pkg/a.py").read_text() == "A = 1\n"


@pytest.mark.parametrize("pack", [archive, tgz])
@pytest.mark.parametrize("name", ["../evil.py", "/etc/evil.py", "a/../../evil.py"])
def test_install_refuses_paths_outside_the_folder(tmp_path: Path, name: str, pack: object) -> None:
    with pytest.raises(ValueError, match="refusing"):
        install(pack({"ok.py": "", name: "x"}), str(tmp_path / "site"))  # type: ignore[operator]
    assert not (tmp_path / "site" / "ok.py").exists()
