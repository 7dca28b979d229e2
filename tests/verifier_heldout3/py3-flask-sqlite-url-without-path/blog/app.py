from flask import Flask
from flask_jwt_extended import JWTManager

from blog import articles, users
from blog.models import db

app = Flask(__name__)
app.config.from_object("blog.config")
db.init_app(app)
JWTManager(app)
app.register_blueprint(users.bp)
app.register_blueprint(articles.bp)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


with app.app_context():
    db.create_all()
