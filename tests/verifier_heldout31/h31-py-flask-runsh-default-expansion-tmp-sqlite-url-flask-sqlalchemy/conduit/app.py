from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

from conduit.config import Config

db = SQLAlchemy()

app = Flask(__name__)
app.config.from_object(Config)
db.init_app(app)

from conduit import comments  # noqa: E402,F401  (registers routes)
from conduit.models import Comment  # noqa: E402,F401

with app.app_context():
    db.create_all()


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")
