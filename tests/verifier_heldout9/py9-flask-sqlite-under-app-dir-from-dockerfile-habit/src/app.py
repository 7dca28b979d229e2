import config
from flask import Flask, jsonify, request
from flask_cors import CORS
from models import Comment, User, db

app = Flask(__name__)
app.config.from_object(config)
CORS(app)
db.init_app(app)

with app.app_context():
    db.create_all()


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.get("/api/profiles/<username>")
def profile(username):
    user = User.query.filter_by(username=username).first()
    if user is None:
        return jsonify(errors={"body": ["profile not found"]}), 404
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image,
                            "following": False})


@app.get("/api/articles/<slug>/comments")
def comments(slug):
    rows = Comment.query.filter_by(article_slug=slug).order_by(Comment.created_at.desc()).all()
    return jsonify(comments=[{"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
                              "updatedAt": c.created_at.isoformat(),
                              "author": {"username": c.author.username, "bio": c.author.bio,
                                         "image": c.author.image, "following": False}}
                             for c in rows])


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
