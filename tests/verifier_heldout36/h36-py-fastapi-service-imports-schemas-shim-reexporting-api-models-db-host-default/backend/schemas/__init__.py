# Convenience re-export so that non-HTTP code can say `from backend.schemas import ...`.
from backend.api.schemas import ArticleEnvelope, ArticleOut

__all__ = ["ArticleEnvelope", "ArticleOut"]
