from django.urls import path

from conduit.views import comments, health

urlpatterns = [
    path("health-check", health.health_check),
    path("articles/<slug:slug>/comments", comments.comments),
    path("articles/<slug:slug>/comments/<int:comment_id>", comments.delete_comment),
]
