from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column
from app.extensions import db


class Tag(db.Model):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
