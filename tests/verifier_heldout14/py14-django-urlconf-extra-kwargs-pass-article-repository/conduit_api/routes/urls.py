from django.urls import path, register_converter
from django.views.decorators.csrf import csrf_exempt

from conduit_api.routes import views
from conduit_api.routes.converters import ArticleSlugConverter

register_converter(ArticleSlugConverter, "article")

urlpatterns = [
    path("health-check", views.health_check),
    path("articles", views.ArticleListView.as_view()),
    path("articles/<article:article>", views.ArticleDetailView.as_view()),
    path("profiles/<str:username>", views.ProfileView.as_view()),
    path("profiles/<str:username>/follow", csrf_exempt(views.FollowView.as_view())),
]
