import os

from flask import jsonify

from app.main import create_app, db
from app.main.models import Tag

app = create_app(os.getenv("BOILERPLATE_ENV") or "dev")


@app.get("/api/tags")
def tags():
    return jsonify({"tags": [t.name for t in db.session.scalars(db.select(Tag).order_by(Tag.name))]})


with app.app_context():
    db.create_all()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
