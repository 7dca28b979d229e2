from blog.models.profile import Profile, Follow
