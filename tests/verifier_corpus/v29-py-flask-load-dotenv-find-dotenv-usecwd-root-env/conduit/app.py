from flask import Flask, jsonify
from sqlalchemy import select

from conduit.db import Base, db_session, engine
from conduit.models import Tag

Base.metadata.create_all(engine)

app = Flask(__name__)


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.get("/api/tags")
def list_tags():
    return jsonify(tags=list(db_session.scalars(select(Tag.name).order_by(Tag.name))))


@app.teardown_appcontext
def remove_session(exc=None):
    db_session.remove()
