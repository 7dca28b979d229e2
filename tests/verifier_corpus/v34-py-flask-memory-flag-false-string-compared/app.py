import os
from pathlib import Path

from dotenv import load_dotenv
from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

load_dotenv()
HERE = Path(__file__).resolve().parent

IN_MEMORY = os.getenv("SQLITE_IN_MEMORY", "false").strip().lower() in ("1", "true", "yes")

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = (
    "sqlite:///:memory:"
    if IN_MEMORY
    else f"sqlite:///{HERE / 'instance' / 'conduit.db'}"
)
db = SQLAlchemy(app)


class Tag(db.Model):
    __tablename__ = "tags"
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True)


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.get("/api/tags")
def tags():
    return jsonify(tags=[t.name for t in db.session.execute(db.select(Tag).order_by(Tag.name)).scalars()])


if __name__ == "__main__":
    (HERE / "instance").mkdir(exist_ok=True)
    with app.app_context():
        db.create_all()
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "5000")))
