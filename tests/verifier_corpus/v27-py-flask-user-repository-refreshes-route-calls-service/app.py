from flask import Flask, jsonify

import models  # noqa: F401
from database import Base, db_session, engine
from routes.user import bp as user_bp

Base.metadata.create_all(engine)

app = Flask(__name__)
app.register_blueprint(user_bp)


@app.get("/api/health")
def health():
    return jsonify(status="ok")


@app.teardown_appcontext
def remove_session(exc=None):
    db_session.remove()
