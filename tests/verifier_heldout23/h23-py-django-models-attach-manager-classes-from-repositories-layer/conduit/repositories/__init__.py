"""Data access: one Django manager per aggregate (attached to the models as `objects`)."""
from .articles import ArticleRepository
from .profiles import ProfileRepository
