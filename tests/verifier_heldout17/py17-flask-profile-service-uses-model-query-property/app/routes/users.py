from flask import request

from app.routes import api
from app.services import user_service


@api.post("/users")
def register():
    data = request.get_json()["user"]
    user = user_service.register(data["username"], data["email"], data["password"])
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": ""}}, 201
