from pathlib import Path

from flask import Flask, jsonify

from models import db
from views import api

BASE_DIR = Path(__file__).resolve().parent

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{BASE_DIR / 'conduit.db'}"
db.init_app(app)
app.register_blueprint(api, url_prefix="/api")


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


with app.app_context():
    db.create_all()
