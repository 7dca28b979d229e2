from django.urls import path

from conduit.routes import comments, health

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/articles/<slug:slug>/comments", comments.comments),
    path("api/articles/<slug:slug>/comments/<int:comment_id>", comments.delete_comment),
]
