"""Card faces, the card back and the empty-pile marks, drawn as vectors and cached as pixmaps."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import cache

from PySide6.QtCore import (
    QObject,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from rusol_qt.base.words import rank_index
from rusol_qt.model.cards import ACE, JACK, KING, QUEEN, Card, Suit, rank_of, suit_of

# A card's height divided by its width (a poker card is 88 × 63 mm, about 1.4).
CARD_ASPECT = 1.4

# How many card sizes (width, device pixel ratio) the cache keeps: the table's size, plus
# one more for a second screen or a preview.
SIZES_KEPT = 3

# Every card is drawn in a fixed design space of 100 × 140 units, scaled to the pixmap.
_W = 100.0
_H = _W * CARD_ASPECT

#: The corner index, rank and suit side by side on one line, in design units: a squeezed column
#: shows a face-up card down to just below it (layout.TIGHT_FACE_UP_STEP), so the rank and the
#: suit end on the same line, and nothing else on the face reaches above it.
INDEX_TOP = 4.0
INDEX_BOTTOM = 23.0
#: The rank is centred in its box, squeezed to its width ("10"); the suit stands in a fixed box
#: beside it, so the suits of a column's cards line up under each other.
INDEX_RANK = QRectF(4.0, INDEX_TOP, 24.5, INDEX_BOTTOM - INDEX_TOP)
INDEX_SUIT = QRectF(30.5, INDEX_TOP, INDEX_BOTTOM - INDEX_TOP, INDEX_BOTTOM - INDEX_TOP)

_CLASSIC_INKS = ("#15151a", "#c8102e", "#c8102e", "#15151a")
_FOUR_COLOUR_INKS = ("#15151a", "#c8102e", "#1544b8", "#0e7c32")

_PAPER = QColor("#fdfcf8")
_EDGE = QColor("#5c5c5c")
_GOLD = QColor("#d9a425")
_GOLD_DARK = QColor("#8a6212")
_SKIN = QColor("#f5d6b4")
_LINE = QColor("#1d1d22")


def card_height(width: int) -> int:
    """The height in device-independent pixels of a card ``width`` pixels wide."""
    return round(width * CARD_ASPECT)


# --- suit symbols ------------------------------------------------------------------------------
# Each symbol fills the unit square (0..1 both ways) and is symmetric about x = 0.5, so every
# platform shows the same shapes (font glyphs differ between systems).


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.97))
    path.cubicTo(0.36, 0.80, 0.0, 0.58, 0.0, 0.31)
    path.cubicTo(0.0, 0.12, 0.13, 0.02, 0.27, 0.02)
    path.cubicTo(0.39, 0.02, 0.47, 0.10, 0.5, 0.21)
    path.cubicTo(0.53, 0.10, 0.61, 0.02, 0.73, 0.02)
    path.cubicTo(0.87, 0.02, 1.0, 0.12, 1.0, 0.31)
    path.cubicTo(1.0, 0.58, 0.64, 0.80, 0.5, 0.97)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    path.cubicTo(0.62, 0.17, 1.0, 0.34, 1.0, 0.58)
    path.cubicTo(1.0, 0.74, 0.88, 0.82, 0.75, 0.82)
    path.cubicTo(0.65, 0.82, 0.57, 0.77, 0.53, 0.70)
    path.cubicTo(0.54, 0.85, 0.60, 0.94, 0.70, 1.0)
    path.lineTo(0.30, 1.0)
    path.cubicTo(0.40, 0.94, 0.46, 0.85, 0.47, 0.70)
    path.cubicTo(0.43, 0.77, 0.35, 0.82, 0.25, 0.82)
    path.cubicTo(0.12, 0.82, 0.0, 0.74, 0.0, 0.58)
    path.cubicTo(0.0, 0.34, 0.38, 0.17, 0.5, 0.0)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    path.quadTo(0.64, 0.27, 0.88, 0.5)
    path.quadTo(0.64, 0.73, 0.5, 1.0)
    path.quadTo(0.36, 0.73, 0.12, 0.5)
    path.quadTo(0.36, 0.27, 0.5, 0.0)
    path.closeSubpath()
    return path


def _club() -> QPainterPath:
    # Overlapping pieces filled with the winding rule, all turning the same way: a boolean
    # union would flatten the lobes into polygons that show their corners on large aces.
    # The leaves stand a little apart, with notches between them that a spade's smooth
    # shoulders lack: at the size of a corner index the two must not read alike.
    radius = 0.23
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for cx, cy in ((0.5, 0.23), (0.23, 0.61), (0.77, 0.61)):
        path.addEllipse(QPointF(cx, cy), radius, radius)
    path.addEllipse(QPointF(0.5, 0.5), 0.10, 0.10)
    path.moveTo(0.54, 0.55)
    path.cubicTo(0.54, 0.80, 0.60, 0.93, 0.70, 1.0)
    path.lineTo(0.30, 1.0)
    path.cubicTo(0.40, 0.93, 0.46, 0.80, 0.46, 0.55)
    path.closeSubpath()
    return path


@cache
def suit_path(suit: int) -> QPainterPath:
    """The outline of a suit symbol in the unit square, drawn with curves."""
    return (_spade, _heart, _diamond, _club)[suit]()


# --- the renderer ------------------------------------------------------------------------------


class CardArt(QObject):
    """Draws cards once per size and colour scheme and hands out cached pixmaps.

    Widths are in device-independent pixels; each pixmap is ``width * dpr`` device pixels wide
    and carries ``dpr`` as its device pixel ratio, so it stays crisp on HiDPI screens.
    """

    changed = Signal()

    def __init__(self, four_colour: bool = False, parent: QObject | None = None) -> None:
        """Start with an empty cache, in the classic or the four-colour deck."""
        super().__init__(parent)
        self._four_colour = four_colour
        self._cache: dict[tuple[Hashable, ...], QPixmap] = {}
        # Sizes in use, the most recent last: a window being resized asks for a new size at
        # every step, and a deck at 300 device pixels wide weighs about 30 MB.
        self._sizes: list[tuple[int, float]] = []
        self._index_paths: dict[str, QPainterPath] = {}

    # -- public interface --

    @property
    def four_colour(self) -> bool:
        """Whether diamonds are blue and clubs green."""
        return self._four_colour

    def set_four_colour(self, four_colour: bool) -> None:
        """Switch between the classic and the four-colour deck; ``changed`` tells the table."""
        if four_colour == self._four_colour:
            return
        self._four_colour = four_colour
        self._cache.clear()
        self._sizes.clear()
        self.changed.emit()

    def clear_cache(self) -> None:
        """Forget every drawn pixmap (e.g. after a language change: indices are translated)."""
        self._cache.clear()
        self._sizes.clear()
        self._index_paths.clear()
        self.changed.emit()

    def ink(self, suit: int) -> QColor:
        """The colour a suit is printed in, in the current deck."""
        inks = _FOUR_COLOUR_INKS if self._four_colour else _CLASSIC_INKS
        return QColor(inks[suit])

    def face(self, card: Card, width: int, dpr: float) -> QPixmap:
        """The face of ``card``."""
        return self._pixmap(("face", card), width, dpr, lambda p: self._draw_face(p, card))

    def back(self, width: int, dpr: float) -> QPixmap:
        """The back every face-down card shows."""
        return self._pixmap(("back",), width, dpr, self._draw_back)

    def empty_foundation(self, suit: int, width: int, dpr: float) -> QPixmap:
        """The mark of an empty foundation: its place, with its suit shown faintly."""
        return self._pixmap(
            ("foundation", suit), width, dpr, lambda p: self._draw_empty_foundation(p, suit)
        )

    def empty_column(self, width: int, dpr: float) -> QPixmap:
        """The mark of an empty column: a King sign, since only a King may go there."""
        return self._pixmap(("column",), width, dpr, self._draw_empty_column)

    # -- caching --

    def _pixmap(
        self, what: tuple[object, ...], width: int, dpr: float, draw: Callable[[QPainter], None]
    ) -> QPixmap:
        size = (int(width), float(dpr))
        # No colour scheme in the key: switching the scheme empties the cache.
        key = (*what, *size)
        if not self._sizes or self._sizes[-1] != size:
            self._use_size(size)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._render(width, dpr, draw)
            self._cache[key] = pixmap
        return pixmap

    def _use_size(self, size: tuple[int, float]) -> None:
        """Note that ``size`` is drawn, forgetting the least recently drawn sizes beyond a few."""
        if size in self._sizes:
            self._sizes.remove(size)
        self._sizes.append(size)
        while len(self._sizes) > SIZES_KEPT:
            old = self._sizes.pop(0)
            for key in [k for k in self._cache if k[-2:] == old]:
                del self._cache[key]

    @staticmethod
    def _render(width: int, dpr: float, draw: Callable[[QPainter], None]) -> QPixmap:
        device_width = max(1, round(width * dpr))
        device_height = max(1, round(width * CARD_ASPECT * dpr))
        image = QImage(device_width, device_height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        # The design space is 100 units wide; scaling keeps every size a true vector drawing.
        painter.scale(device_width / _W, device_height / _H)
        # Shapes are filled; a piece that wants an outline sets its own pen.
        painter.setPen(Qt.PenStyle.NoPen)
        draw(painter)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    # -- shared pieces --

    @staticmethod
    def _outline_width(painter: QPainter, device_pixels: float = 1.0) -> float:
        """A pen width in design units that comes out as ``device_pixels`` on the pixmap."""
        scale = painter.transform().m11()
        return device_pixels / scale if scale else 1.0

    def _draw_card_base(self, painter: QPainter) -> None:
        # The edge grows with the card but never thins below one device pixel.
        pen_width = self._outline_width(painter, max(1.0, painter.transform().m11() * 0.9))
        half = pen_width / 2
        painter.setPen(QPen(_EDGE, pen_width))
        painter.setBrush(_PAPER)
        painter.drawRoundedRect(QRectF(half, half, _W - pen_width, _H - pen_width), 6.0, 6.0)
        painter.setPen(Qt.PenStyle.NoPen)

    def _draw_suit(
        self,
        painter: QPainter,
        suit: int,
        centre: QPointF,
        size: float,
        color: QColor | None = None,
        upside_down: bool = False,
    ) -> None:
        transform = QTransform()
        transform.translate(centre.x(), centre.y())
        if upside_down:
            transform.rotate(180)
        transform.scale(size, size)
        transform.translate(-0.5, -0.5)
        painter.setBrush(color if color is not None else self.ink(suit))
        painter.drawPath(transform.map(suit_path(suit)))

    def _index_path(self, text: str) -> QPainterPath:
        """``text`` as an outline one unit high at cap height, its left edge at x = 0."""
        path = self._index_paths.get(text)
        if path is None:
            font = QFont()
            font.setFamilies(["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"])
            font.setPixelSize(200)
            font.setWeight(QFont.Weight.Bold)
            cap_height = QFontMetricsF(font).capHeight() or 144.0
            raw = QPainterPath()
            raw.addText(0, 0, font, text)
            bounds = raw.boundingRect()
            transform = QTransform()
            transform.scale(1 / cap_height, 1 / cap_height)
            transform.translate(-bounds.left(), cap_height)
            path = transform.map(raw)
            self._index_paths[text] = path
        return path

    def _draw_text(
        self,
        painter: QPainter,
        text: str,
        centre_x: float,
        top: float,
        cap: float,
        max_width: float,
    ) -> None:
        """Draw ``text`` with its capitals ``cap`` units tall, centred, squeezed to fit."""
        path = self._index_path(text)
        width = path.boundingRect().width() * cap
        squeeze = min(1.0, max_width / width) if width else 1.0
        transform = QTransform()
        transform.translate(centre_x - width * squeeze / 2, top)
        transform.scale(cap * squeeze, cap)
        painter.drawPath(transform.map(path))

    # -- faces --

    def _draw_face(self, painter: QPainter, card: Card) -> None:
        suit, rank = suit_of(card), rank_of(card)
        self._draw_card_base(painter)
        if rank == ACE:
            self._draw_ace(painter, suit)
        elif rank >= JACK:
            self._draw_court(painter, suit, rank)
        else:
            self._draw_pips(painter, suit, rank)
        for upside_down in (False, True):
            painter.save()
            if upside_down:
                painter.translate(_W, _H)
                painter.rotate(180)
            self._draw_corner_index(painter, suit, rank)
            painter.restore()

    def _draw_corner_index(self, painter: QPainter, suit: int, rank: int) -> None:
        painter.setBrush(self.ink(suit))
        self._draw_rank(painter, rank_index(rank), INDEX_RANK)
        # Every suit sits on the band's bottom line, the heart's point too, as the rank does.
        size = INDEX_SUIT.width()
        lowest = suit_path(suit).boundingRect().bottom()
        centre = QPointF(INDEX_SUIT.center().x(), INDEX_SUIT.bottom() - (lowest - 0.5) * size)
        self._draw_suit(painter, suit, centre, size)

    def _draw_rank(self, painter: QPainter, text: str, box: QRectF) -> None:
        """Draw ``text`` whole inside ``box``: tails (Q, J, Д) and accents (Й) included.

        Capitals stand as tall as the box; a letter reaching below the baseline or above the
        capitals is made smaller to fit rather than cut by the card lying on it.
        """
        path = self._index_path(text)
        bounds = path.boundingRect()
        if bounds.isEmpty():
            return
        scale = min(box.height(), box.height() / bounds.height())
        width = bounds.width() * scale
        squeeze = min(1.0, box.width() / width)
        transform = QTransform()
        transform.translate(
            box.center().x() - width * squeeze / 2 - bounds.left() * scale * squeeze,
            box.top() - bounds.top() * scale,
        )
        transform.scale(scale * squeeze, scale)
        painter.drawPath(transform.map(path))

    # Traditional pip layouts: (column, row) with columns 0 left, 1 middle, 2 right and rows
    # as fractions from the top pip row (0) to the bottom one (1).
    _PIP_LAYOUTS: dict[int, Sequence[tuple[int, float]]] = {
        2: ((1, 0), (1, 1)),
        3: ((1, 0), (1, 0.5), (1, 1)),
        4: ((0, 0), (2, 0), (0, 1), (2, 1)),
        5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
        6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
        7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
        8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
        9: (
            (0, 0),
            (2, 0),
            (0, 1 / 3),
            (2, 1 / 3),
            (1, 0.5),
            (0, 2 / 3),
            (2, 2 / 3),
            (0, 1),
            (2, 1),
        ),
        10: (
            (0, 0),
            (2, 0),
            (1, 1 / 6),
            (0, 1 / 3),
            (2, 1 / 3),
            (0, 2 / 3),
            (2, 2 / 3),
            (1, 5 / 6),
            (0, 1),
            (2, 1),
        ),
    }
    # The rows run between the two index bands, clear of them.
    _PIP_SIZE = 16.0
    _PIP_COLUMNS = (31.0, 50.0, 69.0)
    _PIP_TOP = INDEX_BOTTOM + 5.0 + _PIP_SIZE / 2
    _PIP_BOTTOM = _H - _PIP_TOP

    def _draw_pips(self, painter: QPainter, suit: int, rank: int) -> None:
        for column, row in self._PIP_LAYOUTS[rank]:
            y = self._PIP_TOP + row * (self._PIP_BOTTOM - self._PIP_TOP)
            centre = QPointF(self._PIP_COLUMNS[column], y)
            # Pips below the middle stand upside down, as on a printed card.
            self._draw_suit(painter, suit, centre, self._PIP_SIZE, upside_down=y > _H / 2 + 0.1)

    def _draw_ace(self, painter: QPainter, suit: int) -> None:
        centre = QPointF(_W / 2, _H / 2)
        if suit == Suit.SPADES:
            # The Ace of spades is the deck's signature card: a ring of our own around it.
            ink = self.ink(suit)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ink, 1.0))
            painter.drawEllipse(centre, 34.0, 34.0)
            painter.setPen(QPen(ink, 0.5))
            painter.drawEllipse(centre, 36.5, 36.5)
            painter.setPen(Qt.PenStyle.NoPen)
            for angle in range(0, 360, 30):
                dot = QTransform().rotate(angle).map(QPointF(0.0, -35.25))
                painter.setBrush(_PAPER)
                painter.drawEllipse(centre + dot, 2.2, 2.2)
                painter.setBrush(ink)
                painter.drawEllipse(centre + dot, 1.2, 1.2)
        self._draw_suit(painter, suit, centre, 50.0)

    # -- court cards --

    # A court figure is drawn in its own units: 56 wide, 52 from the top of its half down to
    # the middle of the panel. The panel stands between the two index bands, clear of them; the
    # figure fills its height, with a margin of the panel's tint on either side.
    _FIGURE_WIDTH = 56.0
    _FIGURE_HALF = 52.0
    _PANEL_TOP = INDEX_BOTTOM + 4.0
    _PANEL_MARGIN = 4.0
    _FIGURE_SCALE = (_H / 2 - _PANEL_TOP) / _FIGURE_HALF
    _PANEL = QRectF(
        _W / 2 - _FIGURE_WIDTH * _FIGURE_SCALE / 2 - _PANEL_MARGIN,
        _PANEL_TOP,
        _FIGURE_WIDTH * _FIGURE_SCALE + 2 * _PANEL_MARGIN,
        _H - 2 * _PANEL_TOP,
    )

    def _draw_court(self, painter: QPainter, suit: int, rank: int) -> None:
        ink = self.ink(suit)
        panel = self._PANEL
        tint = QColor(ink)
        tint.setAlphaF(0.10)
        painter.setBrush(_PAPER)
        painter.drawRect(panel)
        painter.setBrush(tint)
        painter.drawRect(panel)
        upper = QRectF(panel.left(), panel.top(), panel.width(), panel.height() / 2)
        for upside_down in (False, True):
            painter.save()
            # Each half in its own half of the panel: the robe runs on below the middle.
            painter.setClipRect(upper.translated(0, upper.height()) if upside_down else upper)
            painter.translate(panel.left() + self._PANEL_MARGIN, panel.top())
            painter.scale(self._FIGURE_SCALE, self._FIGURE_SCALE)
            if upside_down:
                painter.translate(self._FIGURE_WIDTH, 2 * self._FIGURE_HALF)
                painter.rotate(180)
            self._draw_figure(painter, suit, rank)
            painter.restore()
        # The two halves meet on a gold rule, and the frame is drawn in the suit's ink.
        mid = panel.center().y()
        painter.setPen(QPen(_GOLD_DARK, 0.5))
        painter.setBrush(_GOLD)
        painter.drawRect(QRectF(panel.left(), mid - 1.2, panel.width(), 2.4))
        painter.setPen(QPen(ink, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(panel)
        painter.setPen(Qt.PenStyle.NoPen)

    def _draw_figure(self, painter: QPainter, suit: int, rank: int) -> None:
        """One half of a court figure in figure units (56 wide, 52 down to the middle)."""
        ink = self.ink(suit)
        outline = QPen(_LINE, 0.55)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(outline)

        # What the figure holds stands behind the shoulders.
        (self._draw_jack_halberd, self._draw_queen_flower, self._draw_king_sceptre)[rank - JACK](
            painter, suit, outline
        )

        # The robe over the shoulders, in the suit's ink, with a gold front.
        robe = QPainterPath(QPointF(6.0, 58.0))
        robe.lineTo(5.0, 46.0)
        robe.cubicTo(5.0, 41.0, 9.0, 38.5, 16.0, 38.5)
        robe.lineTo(40.0, 38.5)
        robe.cubicTo(47.0, 38.5, 51.0, 41.0, 51.0, 46.0)
        robe.lineTo(50.0, 58.0)
        robe.closeSubpath()
        painter.setBrush(ink)
        painter.drawPath(robe)
        front = QPainterPath(QPointF(22.0, 38.5))
        front.lineTo(34.0, 38.5)
        front.lineTo(39.0, 58.0)
        front.lineTo(17.0, 58.0)
        front.closeSubpath()
        painter.setBrush(_GOLD)
        painter.drawPath(front)
        painter.setPen(QPen(_GOLD_DARK, 0.5))
        for y in (44.0, 49.0, 54.0):
            spread = (y - 38.5) * 0.12
            painter.drawLine(QPointF(20.0 - spread, y), QPointF(36.0 + spread, y))
        painter.setPen(outline)
        # Neck and head.
        painter.setBrush(_SKIN)
        painter.drawRect(QRectF(25.0, 30.0, 6.0, 9.0))
        (self._draw_jack, self._draw_queen, self._draw_king)[rank - JACK](painter, suit, outline)

        # The suit on the chest, on a white shield.
        painter.setPen(outline)
        painter.setBrush(_PAPER)
        painter.drawEllipse(QPointF(28.0, 46.3), 4.4, 4.4)
        painter.setPen(Qt.PenStyle.NoPen)
        self._draw_suit(painter, suit, QPointF(28.0, 46.3), 5.8)
        # The suit again in the panel's corner, as printed decks do, clear of what is held.
        corner_x = 49.0 if rank == QUEEN else 7.0
        self._draw_suit(painter, suit, QPointF(corner_x, 7.0), 8.0)

    @staticmethod
    def _draw_head(painter: QPainter, outline: QPen, cx: float, cy: float) -> None:
        painter.setPen(outline)
        painter.setBrush(_SKIN)
        painter.drawEllipse(QPointF(cx, cy), 7.6, 9.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_LINE)
        painter.drawEllipse(QPointF(cx - 2.9, cy - 0.6), 0.85, 0.95)
        painter.drawEllipse(QPointF(cx + 2.9, cy - 0.6), 0.85, 0.95)
        painter.setPen(QPen(_LINE, 0.45))
        painter.drawLine(QPointF(cx - 4.2, cy - 2.6), QPointF(cx - 1.7, cy - 2.9))
        painter.drawLine(QPointF(cx + 4.2, cy - 2.6), QPointF(cx + 1.7, cy - 2.9))
        painter.drawLine(QPointF(cx, cy - 0.5), QPointF(cx - 0.6, cy + 2.4))
        painter.setPen(QPen(QColor("#b0483a"), 0.8))
        painter.drawLine(QPointF(cx - 1.6, cy + 4.6), QPointF(cx + 1.6, cy + 4.6))
        painter.setPen(outline)

    def _draw_king(self, painter: QPainter, suit: int, outline: QPen) -> None:
        cx, cy = 28.0, 22.0
        # An ermine cape collar across the shoulders.
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(QRectF(8.0, 36.5, 40.0, 5.5), 2.7, 2.7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_LINE)
        for x in (12.0, 18.0, 38.0, 44.0):
            ermine = QPainterPath(QPointF(x, 38.0))
            ermine.lineTo(x + 0.9, 40.6)
            ermine.lineTo(x - 0.9, 40.6)
            ermine.closeSubpath()
            painter.drawPath(ermine)
        painter.setPen(outline)
        self._draw_head(painter, outline, cx, cy)
        # A full beard and moustache.
        beard = QPainterPath(QPointF(cx - 7.6, cy + 0.5))
        beard.cubicTo(cx - 7.6, cy + 10.0, cx - 3.0, cy + 15.0, cx, cy + 16.5)
        beard.cubicTo(cx + 3.0, cy + 15.0, cx + 7.6, cy + 10.0, cx + 7.6, cy + 0.5)
        beard.cubicTo(cx + 6.0, cy + 4.5, cx + 3.0, cy + 3.0, cx, cy + 3.2)
        beard.cubicTo(cx - 3.0, cy + 3.0, cx - 6.0, cy + 4.5, cx - 7.6, cy + 0.5)
        painter.setBrush(QColor("#8d6b4c"))
        painter.drawPath(beard)
        painter.setPen(QPen(QColor("#b0483a"), 0.8))
        painter.drawLine(QPointF(cx - 1.5, cy + 6.0), QPointF(cx + 1.5, cy + 6.0))
        painter.setPen(outline)
        # A crown of three points, each with a pearl, and a jewel in the suit's ink.
        crown = QPainterPath(QPointF(cx - 8.5, cy - 7.0))
        crown.lineTo(cx - 10.0, cy - 18.0)
        crown.lineTo(cx - 5.0, cy - 12.5)
        crown.lineTo(cx, cy - 20.0)
        crown.lineTo(cx + 5.0, cy - 12.5)
        crown.lineTo(cx + 10.0, cy - 18.0)
        crown.lineTo(cx + 8.5, cy - 7.0)
        crown.closeSubpath()
        painter.setBrush(_GOLD)
        painter.drawPath(crown)
        painter.drawRect(QRectF(cx - 8.5, cy - 9.5, 17.0, 2.8))
        for x, y in ((cx - 10.0, cy - 18.0), (cx, cy - 20.0), (cx + 10.0, cy - 18.0)):
            painter.drawEllipse(QPointF(x, y), 1.4, 1.4)
        painter.setBrush(self.ink(suit))
        painter.drawEllipse(QPointF(cx, cy - 13.0), 1.7, 1.7)

    def _draw_king_sceptre(self, painter: QPainter, suit: int, outline: QPen) -> None:
        painter.setBrush(_GOLD)
        painter.drawRect(QRectF(46.2, 12.0, 2.2, 30.0))
        painter.drawEllipse(QPointF(47.3, 9.5), 3.3, 3.3)
        painter.drawRect(QRectF(46.6, 2.5, 1.4, 4.0))
        painter.drawRect(QRectF(45.3, 3.6, 4.0, 1.4))

    def _draw_queen(self, painter: QPainter, suit: int, outline: QPen) -> None:
        cx, cy = 28.0, 22.0
        # Long hair falling to the shoulders behind the face.
        hair = QPainterPath(QPointF(cx, cy - 10.5))
        hair.cubicTo(cx - 12.0, cy - 10.5, cx - 10.0, cy + 8.0, cx - 13.0, cy + 16.0)
        hair.lineTo(cx + 13.0, cy + 16.0)
        hair.cubicTo(cx + 10.0, cy + 8.0, cx + 12.0, cy - 10.5, cx, cy - 10.5)
        painter.setBrush(QColor("#6b3a1c"))
        painter.drawPath(hair)
        # A white lace collar and a string of pearls.
        lace = QPainterPath(QPointF(14.0, 38.5))
        for i in range(7):
            x = 14.0 + i * 4.0
            lace.quadTo(x + 2.0, 44.0 - abs(i - 3) * 0.8, x + 4.0, 38.5)
        lace.closeSubpath()
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(lace)
        self._draw_head(painter, outline, cx, cy)
        # Lips instead of the plain mouth line.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#c23b3b"))
        painter.drawEllipse(QPointF(cx, cy + 4.6), 1.7, 0.9)
        painter.setPen(outline)
        # A tiara of rounded arches, set with pearls and a jewel.
        tiara = QPainterPath(QPointF(cx - 8.0, cy - 7.5))
        tiara.cubicTo(cx - 9.0, cy - 12.0, cx - 6.0, cy - 13.0, cx - 4.0, cy - 11.0)
        tiara.cubicTo(cx - 3.0, cy - 16.5, cx + 3.0, cy - 16.5, cx + 4.0, cy - 11.0)
        tiara.cubicTo(cx + 6.0, cy - 13.0, cx + 9.0, cy - 12.0, cx + 8.0, cy - 7.5)
        tiara.cubicTo(cx + 4.0, cy - 9.5, cx - 4.0, cy - 9.5, cx - 8.0, cy - 7.5)
        painter.setBrush(_GOLD)
        painter.drawPath(tiara)
        painter.setBrush(QColor("#ffffff"))
        for x, y in ((cx - 6.3, cy - 12.0), (cx, cy - 16.0), (cx + 6.3, cy - 12.0)):
            painter.drawEllipse(QPointF(x, y), 1.1, 1.1)
        painter.setBrush(self.ink(suit))
        painter.drawEllipse(QPointF(cx, cy - 11.6), 1.5, 1.5)

    def _draw_queen_flower(self, painter: QPainter, suit: int, outline: QPen) -> None:
        painter.setBrush(QColor("#3d7a34"))
        painter.drawRect(QRectF(7.3, 14.0, 1.6, 28.0))
        leaf = QPainterPath(QPointF(8.1, 24.0))
        leaf.quadTo(13.0, 20.0, 14.0, 24.0)
        leaf.quadTo(11.0, 27.0, 8.1, 24.0)
        painter.drawPath(leaf)
        painter.setBrush(self.ink(suit))
        for dx, dy in ((0.0, -2.6), (2.5, -0.8), (1.6, 2.2), (-1.6, 2.2), (-2.5, -0.8)):
            painter.drawEllipse(QPointF(8.1 + dx, 11.0 + dy), 2.1, 2.1)
        painter.setBrush(_GOLD)
        painter.drawEllipse(QPointF(8.1, 11.0), 1.4, 1.4)

    def _draw_jack(self, painter: QPainter, suit: int, outline: QPen) -> None:
        cx, cy = 28.0, 23.0
        # A flat white collar.
        painter.setBrush(QColor("#ffffff"))
        collar = QPainterPath(QPointF(17.0, 38.5))
        collar.lineTo(39.0, 38.5)
        collar.lineTo(34.0, 44.0)
        collar.lineTo(28.0, 40.5)
        collar.lineTo(22.0, 44.0)
        collar.closeSubpath()
        painter.drawPath(collar)
        # Curled hair to the jaw.
        painter.setBrush(QColor("#c98d2e"))
        for side in (-1.0, 1.0):
            for dy in (-2.0, 2.5, 7.0):
                painter.drawEllipse(QPointF(cx + side * 7.8, cy + dy), 2.6, 2.8)
        self._draw_head(painter, outline, cx, cy)
        # A flat cap with a feather sweeping back.
        feather = QPainterPath(QPointF(cx + 3.0, cy - 10.0))
        feather.cubicTo(cx + 10.0, cy - 20.0, cx + 16.0, cy - 19.0, cx + 19.0, cy - 22.0)
        feather.cubicTo(cx + 17.0, cy - 13.0, cx + 11.0, cy - 9.5, cx + 3.0, cy - 7.5)
        feather.closeSubpath()
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(feather)
        cap = QPainterPath(QPointF(cx - 11.0, cy - 6.0))
        cap.cubicTo(cx - 12.0, cy - 15.0, cx + 7.0, cy - 19.0, cx + 11.0, cy - 8.0)
        cap.lineTo(cx + 10.0, cy - 6.0)
        cap.closeSubpath()
        painter.setBrush(self.ink(suit))
        painter.drawPath(cap)
        painter.setBrush(_GOLD)
        painter.drawRect(QRectF(cx - 10.5, cy - 8.3, 21.0, 2.6))

    def _draw_jack_halberd(self, painter: QPainter, suit: int, outline: QPen) -> None:
        painter.setBrush(QColor("#8a5a2b"))
        painter.drawRect(QRectF(46.4, 8.0, 1.8, 34.0))
        blade = QPainterPath(QPointF(47.3, 1.5))
        blade.lineTo(48.8, 9.0)
        blade.cubicTo(54.5, 9.0, 54.5, 18.0, 48.8, 18.0)
        blade.lineTo(45.8, 18.0)
        blade.lineTo(42.5, 12.0)
        blade.lineTo(45.8, 9.0)
        blade.closeSubpath()
        painter.setBrush(QColor("#c9ccd2"))
        painter.drawPath(blade)

    # -- back and empty marks --

    def _draw_back(self, painter: QPainter) -> None:
        """A white-edged blue back: a dotted trellis, a gold frame, the four suits in an oval."""
        self._draw_card_base(painter)
        inner = QRectF(5.0, 5.0, _W - 10.0, _H - 10.0)
        gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
        gradient.setColorAt(0.0, QColor("#264c9e"))
        gradient.setColorAt(1.0, QColor("#142a5e"))
        painter.setBrush(gradient)
        painter.drawRoundedRect(inner, 3.5, 3.5)
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(inner, 3.5, 3.5)
        painter.setClipPath(clip)
        # The trellis: lines x - y = a and x + y = b on one grid, with a dot where they cross.
        step = 9.0
        grid = [i * step for i in range(-16, 28)]
        painter.setPen(QPen(QColor(255, 255, 255, 55), 0.8))
        for a in grid:
            painter.drawLine(QPointF(a, 0.0), QPointF(a + _H, _H))
            painter.drawLine(QPointF(a, 0.0), QPointF(a - _H, _H))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 110))
        for a in grid:
            for b in grid:
                x, y = (a + b) / 2, (b - a) / 2
                if inner.contains(x, y):
                    painter.drawEllipse(QPointF(x, y), 0.9, 0.9)
        painter.restore()
        # A double frame in gold, with a small diamond in each corner.
        frame = inner.adjusted(3.5, 3.5, -3.5, -3.5)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_GOLD, 1.1))
        painter.drawRoundedRect(frame, 2.0, 2.0)
        painter.setPen(QPen(_GOLD, 0.5))
        painter.drawRoundedRect(frame.adjusted(2.0, 2.0, -2.0, -2.0), 1.2, 1.2)
        painter.setPen(Qt.PenStyle.NoPen)
        for corner in (frame.topLeft(), frame.topRight(), frame.bottomLeft(), frame.bottomRight()):
            self._draw_suit(painter, Suit.DIAMONDS, corner, 6.0, _GOLD)
        # The medallion: the four suits in white around a gold rosette.
        centre = QPointF(_W / 2, _H / 2)
        painter.setPen(QPen(_GOLD, 1.4))
        painter.setBrush(QColor("#132859"))
        painter.drawEllipse(centre, 21.0, 28.0)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 0.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 18.5, 25.5)
        painter.setPen(Qt.PenStyle.NoPen)
        white = QColor(255, 255, 255, 235)
        for suit, (dx, dy) in zip(Suit, ((0, -13), (11, 0), (0, 13), (-11, 0)), strict=True):
            self._draw_suit(painter, suit, centre + QPointF(dx, dy), 9.0, white)
        painter.setBrush(_GOLD)
        for angle in range(0, 360, 45):
            petal = QTransform().rotate(angle).map(QPointF(0.0, -3.0))
            painter.drawEllipse(centre + petal, 1.3, 1.3)
        painter.drawEllipse(centre, 1.8, 1.8)

    def _draw_empty_place(self, painter: QPainter) -> None:
        pen_width = self._outline_width(painter, max(1.0, painter.transform().m11() * 1.2))
        half = pen_width / 2
        painter.setPen(QPen(QColor(255, 255, 255, 120), pen_width))
        painter.setBrush(QColor(255, 255, 255, 28))
        painter.drawRoundedRect(QRectF(half, half, _W - pen_width, _H - pen_width), 6.0, 6.0)
        painter.setPen(Qt.PenStyle.NoPen)

    def _draw_empty_foundation(self, painter: QPainter, suit: int) -> None:
        self._draw_empty_place(painter)
        self._draw_suit(painter, suit, QPointF(_W / 2, _H / 2), 46.0, QColor(255, 255, 255, 90))

    def _draw_empty_column(self, painter: QPainter) -> None:
        self._draw_empty_place(painter)
        faint = QColor(255, 255, 255, 90)
        painter.setBrush(faint)
        self._draw_text(painter, rank_index(KING), _W / 2, _H / 2 - 6.0, 34.0, 60.0)
        crown = QPainterPath(QPointF(34.0, _H / 2 - 12.0))
        crown.lineTo(32.0, _H / 2 - 30.0)
        crown.lineTo(41.0, _H / 2 - 21.0)
        crown.lineTo(50.0, _H / 2 - 34.0)
        crown.lineTo(59.0, _H / 2 - 21.0)
        crown.lineTo(68.0, _H / 2 - 30.0)
        crown.lineTo(66.0, _H / 2 - 12.0)
        crown.closeSubpath()
        painter.drawPath(crown)
