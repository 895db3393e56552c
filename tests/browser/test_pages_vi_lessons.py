"""Every lesson page of the Vietnamese edition, one visit each (see ``test_site.visit_page``)."""

import pytest
from book_pages import LESSONS, PAGES, RELATED  # tests/browser/book_pages.py
from test_site import visit_page  # tests/browser/test_site.py


@pytest.mark.parametrize("name", LESSONS + RELATED)
def test_page(tab, tab_watch_http, site, html_dir, name, pytestconfig):
    """The page loads offline with no error, its quizzes are the engine's and answer (every one clicked
    with --runslow), axe-core passes (colour contrast with --runslow), and it fits a phone."""
    slow = pytestconfig.getoption("--runslow")
    visit_page(tab, tab_watch_http, site, html_dir, name, "vi", contrast=slow, click="all" if slow else "first")
