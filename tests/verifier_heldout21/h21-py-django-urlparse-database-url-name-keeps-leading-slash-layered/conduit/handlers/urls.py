from django.urls import path

from conduit.handlers import comments

urlpatterns = [
    path("health-check", comments.health_check),
    path("articles/<slug:slug>/comments", comments.comments),
    path("articles/<slug:slug>/comments/<int:comment_id>", comments.delete),
]
