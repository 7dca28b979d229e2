from rest_framework import serializers

from profiles.models import Member


class ProfileSerializer(serializers.ModelSerializer):
    following = serializers.SerializerMethodField()

    class Meta:
        model = Member
        fields = ["username", "bio", "image", "following"]

    def get_following(self, obj) -> bool:
        viewer = self.context.get("viewer")
        return bool(viewer) and viewer.following.filter(pk=obj.pk).exists()
