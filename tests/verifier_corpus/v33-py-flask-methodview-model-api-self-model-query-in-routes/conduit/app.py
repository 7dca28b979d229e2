from pathlib import Path

from flask import Flask

from conduit.extensions import db

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{Path(__file__).resolve().parent.parent / 'conduit.db'}"
db.init_app(app)

from conduit import models  # noqa: E402,F401
from conduit.routes import bp  # noqa: E402

app.register_blueprint(bp)
with app.app_context():
    db.create_all()
