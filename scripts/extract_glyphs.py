"""Extracts the seven Hán characters of the cards as SVG outlines from Noto Serif CJK.

The cards draw 將 士 象 車 砲 馬 卒 as paths, so they look right on a machine with
no CJK font, on paper and in a PDF. This script takes the outlines once from an
openly licensed font (SIL Open Font License 1.1) and writes them into the package:

- ``tamcuc/static/han_glyphs.json``: one SVG path per character, in a 1000-unit
  em square with y pointing down (0 = top of the em box), plus where it came from;
- ``tamcuc/static/OFL-NotoSerifCJK.txt``: the font's copyright notice and licence.

The font is read from Debian's ``fonts-noto-cjk`` package, unpacked in a
temporary folder (never installed system-wide; the tests prove the pictures work
without any CJK font)::

    cd /tmp && apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb noto
    python scripts/extract_glyphs.py /tmp/noto

Needs ``fontTools`` (``pip install fonttools``, a development dependency only:
the package itself reads the JSON). The output depends only on the font file.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection

HAN = "將士象車砲馬卒"
"""The characters of the seven ranks, Tướng to Tốt (tamcuc.cards.Rank.han)."""

FONT = "usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
"""The font collection inside the unpacked package."""

FACE = "Noto Serif CJK TC Bold"
"""The face used: traditional Chinese forms, as printed on the cards."""

COPYRIGHT = "usr/share/doc/fonts-noto-cjk/copyright"
"""Debian's copyright file, which carries the full text of the OFL."""

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tamcuc" / "static"


def _face(collection: TTCollection):
    for font in collection.fonts:
        if font["name"].getDebugName(4) == FACE:
            return font
    raise SystemExit(f"{FACE!r} is not in the collection")


def _outline(font, char: str) -> str:
    """Returns the outline of ``char`` as SVG path data, em box 0..1000, y down."""
    glyph_name = font.getBestCmap()[ord(char)]
    glyphs = font.getGlyphSet()
    ascent = font["OS/2"].sTypoAscender  # top of the ideographic em box (880 for Noto CJK)
    pen = SVGPathPen(glyphs, ntos=lambda v: str(round(v)))
    # Font units are y up from the baseline; SVG is y down from the top of the em box.
    glyphs[glyph_name].draw(TransformPen(pen, (1, 0, 0, -1, 0, ascent)))
    path = pen.getCommands()
    # Compact: no space after a command letter or before a minus sign.
    return re.sub(r"([A-Za-z]) ", r"\1", path).replace(" -", "-")


def _licence(package: Path, font) -> str:
    """Returns the notice and licence text: the font's own copyright line, then the OFL."""
    text = (package / COPYRIGHT).read_text(encoding="utf-8")
    block = text.split("License: SIL-1.1\n", 2)[2].split("\nLicense: ", 1)[0]
    lines = [line[1:] if line.startswith(" ") else line for line in block.splitlines()]
    body = "\n".join("" if line == "." else line for line in lines).strip()
    notice = font["name"].getDebugName(0)
    return (
        f"The Hán character outlines in han_glyphs.json are taken from {FACE}\n"
        f"(Debian package fonts-noto-cjk, file {Path(FONT).name}), by scripts/extract_glyphs.py.\n\n"
        f"{notice}\n\n{body}\n"
    )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("package", type=Path, help="folder where fonts-noto-cjk was unpacked with dpkg-deb -x")
    parser.add_argument("--version", default=None,
                        help="the Debian package version, for the record (read from the .deb name if omitted)")
    args = parser.parse_args(argv)
    collection = TTCollection(str(args.package / FONT))
    font = _face(collection)
    version = args.version
    if version is None:
        debs = sorted(args.package.parent.glob("fonts-noto-cjk_*.deb"))
        version = debs[-1].name.split("_")[1].replace("%3a", ":") if debs else "unknown"
    data = {
        "source": {
            "font": FACE,
            "font_version": font["name"].getDebugName(5),
            "file": Path(FONT).name,
            "package": f"fonts-noto-cjk {version} (Debian)",
            "licence": "SIL Open Font License 1.1, see OFL-NotoSerifCJK.txt",
            "regenerate": "python scripts/extract_glyphs.py <folder where fonts-noto-cjk was unpacked>",
            "units": "em square 0..1000, y down from the top of the em box",
        },
        "glyphs": {char: _outline(font, char) for char in HAN},
    }
    OUT.mkdir(exist_ok=True)
    (OUT / "han_glyphs.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (OUT / "OFL-NotoSerifCJK.txt").write_text(_licence(args.package, font), encoding="utf-8")
    size = (OUT / "han_glyphs.json").stat().st_size
    print(f"wrote {OUT / 'han_glyphs.json'} ({size} bytes) and the licence", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
