from flask import Flask, jsonify

from routes.articles import articles_bp
from routes.users import users_bp

app = Flask(__name__)
app.register_blueprint(articles_bp, url_prefix="/api")
app.register_blueprint(users_bp, url_prefix="/api")


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")
