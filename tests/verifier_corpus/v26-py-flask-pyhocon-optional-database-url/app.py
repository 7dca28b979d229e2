from pathlib import Path

from flask import Flask, jsonify
from pyhocon import ConfigFactory
from sqlalchemy import String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

conf = ConfigFactory.parse_file(str(Path(__file__).parent / "conf" / "application.conf"))
engine = create_engine(conf.get_string("database.dsn"), pool_size=conf.get_int("database.pool_size"))


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)


Base.metadata.create_all(engine)
app = Flask(__name__)


@app.get("/api/health-check")
def health():
    return jsonify({"status": "ok"})


@app.get("/api/tags")
def tags():
    with Session(engine) as session:
        return jsonify({"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))})
