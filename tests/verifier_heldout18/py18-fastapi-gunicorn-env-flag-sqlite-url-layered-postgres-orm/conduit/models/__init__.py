from .base import Base
from .tag import Tag
