from django.urls import path

from conduit.api import views

urlpatterns = [
    path("api/health-check", views.HealthCheck.as_view()),
    path("api/articles", views.ArticleListView.as_view()),
    path("api/articles/<slug:slug>/favorite", views.FavoriteView.as_view()),
]
