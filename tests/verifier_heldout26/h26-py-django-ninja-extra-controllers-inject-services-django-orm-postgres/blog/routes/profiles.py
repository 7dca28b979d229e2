from injector import inject
from ninja_extra import ControllerBase, api_controller, http_delete, http_get, http_post
from ninja_extra.exceptions import NotFound

from blog.routes.security import TokenHeader
from blog.services.profiles import ProfileMissing, ProfileService


@api_controller("/profiles", tags=["profiles"])
class ProfileController(ControllerBase):
    @inject
    def __init__(self, profiles: ProfileService):
        self.profiles = profiles

    @http_get("/{username}")
    def get_profile(self, username: str):
        try:
            return {"profile": self.profiles.view(username, None)}
        except ProfileMissing:
            raise NotFound("profile not found")

    @http_post("/{username}/follow", auth=TokenHeader())
    def follow(self, username: str):
        try:
            return {"profile": self.profiles.follow(username, self.context.request.auth)}
        except ProfileMissing:
            raise NotFound("profile not found")

    @http_delete("/{username}/follow", auth=TokenHeader())
    def unfollow(self, username: str):
        try:
            return {"profile": self.profiles.unfollow(username, self.context.request.auth)}
        except ProfileMissing:
            raise NotFound("profile not found")
