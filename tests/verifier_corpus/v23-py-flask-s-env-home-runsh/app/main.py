import os, tempfile
from pathlib import Path
from flask import Flask, jsonify
from sqlalchemy import create_engine, select, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, Session

engine = create_engine("sqlite:///" + os.environ.get("DB_PATH", "conduit.db"))

class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80))


Base.metadata.create_all(engine)
app = Flask(__name__)


@app.get("/api/tags")
def tags():
    with Session(engine) as s:
        return jsonify(tags=[t.name for t in s.scalars(select(Tag))])
