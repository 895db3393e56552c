"""Glossary links written as plain Markdown links become glossary references on the site.

The lessons are notebooks, and JupyterLab renders a notebook's Markdown without MyST: a
``{term}`` role there shows as literal text. So the notebooks link a glossary term with a
plain Markdown link to its entry, ``[chui](glossary.md#term-chui)`` (the fragment is the
entry's anchor on the site), which JupyterLab renders as a link that opens the glossary.

myst-parser turns that link into a reference to the glossary page with the id ``term-chui``,
but it only checks ids of headings, so by itself it would warn about every term link, and it
could not tell a real entry from a typo. This transform runs before myst-parser's own
resolver: a link to a page's ``term-…`` id becomes exactly what the ``{term}`` role makes (a
link to the entry, styled as a term), when the page defines a glossary entry with that id;
otherwise it warns, which fails the strict build (``-W``), so a mistyped term cannot pass.
Links to pages (``[lesson 5](05_a_trick.ipynb)``) need nothing here: myst-parser resolves
them, and warns about a page that does not exist.
"""

from __future__ import annotations

from sphinx import addnodes
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from sphinx.util.nodes import make_refnode

LOGGER = logging.getLogger(__name__)

TERM_PREFIX = "term-"
"""The start of a glossary entry's id on the site (Sphinx's ``glossary`` directive)."""


def glossary_anchors(env) -> dict:
    """Returns the glossary entries by place, ``{(page, id): term}``, from Sphinx's standard domain."""
    objects = env.get_domain("std").objects
    return {place: name for (kind, name), place in objects.items() if kind == "term"}


class GlossaryLinks(SphinxPostTransform):
    """Resolves Markdown links to a glossary entry (``page.md#term-…``) as ``{term}`` references."""

    # myst-parser's MystReferenceResolver runs at 9; this must come first and take its links.
    default_priority = 8

    def run(self, **kwargs) -> None:
        anchors = None
        for node in list(self.document.findall(addnodes.pending_xref)):
            if node.get("reftype") != "myst" or node.get("refdomain") != "doc":
                continue
            target_id = node.get("reftargetid") or ""
            if not target_id.startswith(TERM_PREFIX):
                continue
            if anchors is None:
                anchors = glossary_anchors(self.env)
            page = node["reftarget"]
            if (page, target_id) not in anchors:
                LOGGER.warning(
                    "glossary link to %s#%s: the glossary defines no entry with that id "
                    "(write the entry's anchor on the site, e.g. term-chui)",
                    page, target_id, location=node, type="tamcuc", subtype="glossary",
                )
                node.replace_self(node[0].deepcopy())  # the link's text alone, as myst-parser does
                continue
            inner = node[0].deepcopy()  # myst-parser's inline with the link's text, styled as {term} styles it
            inner["classes"] = ["xref", "std", "std-term"]
            from_page = node.get("refdoc", self.env.docname)
            node.replace_self(make_refnode(self.app.builder, from_page, page, target_id, inner))


def setup(app):
    app.add_post_transform(GlossaryLinks)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
