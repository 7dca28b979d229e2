from app.models.base import Base
from app.models.tag import Tag
