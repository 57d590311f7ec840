"""Playwright end-to-end tests against the built site (see conftest.py)."""
