"""The page's pure Python modules, importable as ``web.<name>`` on CPython and in the page.

build.py ships every module here in app.tgz. ``main.py`` and ``worker*.py`` are entry scripts
that PyScript loads by URL; they are not imported as part of this package.
"""
