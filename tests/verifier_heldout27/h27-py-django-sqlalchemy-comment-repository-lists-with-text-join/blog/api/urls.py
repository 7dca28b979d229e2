from django.urls import path

from blog.api import comments

urlpatterns = [
    path("health-check", comments.health_check),
    path("articles/<slug:slug>/comments", comments.list_comments),
]
