"""What ``dir()`` of a module lists: its ``__all__`` (its own public names) and its dunders, not its imports.

Each module of the package writes ``__dir__ = public_dir(globals())`` under its ``__all__``, so
``dir(tamcuc.draw)`` and IPython's tab completion show the drawing functions, not ``json``,
``re`` or ``escape`` (PEP 562). The module's namespace is unchanged: its private names are
still there for those who ask for them by name.

>>> namespace = {"__all__": ["card_svg"], "__name__": "demo", "json": None, "card_svg": None}
>>> public_dir(namespace)()
['__all__', '__name__', 'card_svg']
"""

__all__ = ["public_dir"]


def public_dir(namespace: dict):
    """Returns a module-level ``__dir__`` that lists ``namespace["__all__"]`` and the dunder names of ``namespace``."""

    def __dir__() -> list:
        return sorted({*namespace["__all__"], *(name for name in namespace if name.startswith("__"))})

    return __dir__
