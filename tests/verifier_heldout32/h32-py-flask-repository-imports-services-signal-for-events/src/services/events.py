"""Domain events of the article service (blinker signals)."""
from blinker import Namespace

_signals = Namespace()
article_saved = _signals.signal("article-saved")
article_deleted = _signals.signal("article-deleted")
