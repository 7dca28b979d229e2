from app.routes import api
from app.services import profile_service


@api.get("/profiles/<username>")
def get_profile(username):
    try:
        user, following = profile_service.get_profile(username)
    except profile_service.ProfileNotFound:
        return {"errors": {"profile": ["not found"]}}, 404
    return {"profile": {"username": user.username, "bio": user.bio,
                        "image": user.image, "following": following}}
